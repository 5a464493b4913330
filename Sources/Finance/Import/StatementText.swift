import Foundation

/// The text of a statement file and the encoding it was read in.
public struct StatementText: Sendable {
    /// How the bytes were decoded.
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf8WithBOM = "UTF-8 with BOM"
        case utf16 = "UTF-16"
        case latin1 = "Latin-1"
    }

    /// The decoded text, without a byte-order mark.
    public let text: String
    /// The encoding the bytes were in.
    public let encoding: Encoding

    /// Text that is already decoded (a string handed over in memory counts as UTF-8).
    public init(_ text: String) {
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        self.text = body
        encoding = .utf8
    }

    /// Decodes a file's bytes: UTF-16 when it starts with its byte-order mark, UTF-8 (with or
    /// without BOM) when the bytes are valid UTF-8, else Latin-1 (ISO 8859-1, which every byte
    /// sequence is — so Windows and older European bank exports read without loss).
    public init(data: Data) {
        let bytes = [UInt8](data.prefix(3))
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF),
           let text = String(data: data, encoding: .utf16) {
            self.text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
            encoding = .utf16
        } else if bytes == [0xEF, 0xBB, 0xBF], let text = String(validating: data.dropFirst(3), as: UTF8.self) {
            self.text = text
            encoding = .utf8WithBOM
        } else if let text = String(validating: data, as: UTF8.self) {
            self.text = text
            encoding = .utf8
        } else {
            text = String(data.map { Character(UnicodeScalar($0)) })
            encoding = .latin1
        }
    }

    /// Reads and decodes the ordinary file at `path` (see ``InputFile``: folders, devices, pipes
    /// and system files are refused, and nothing they hold is quoted).
    public init(path: String) throws {
        self.init(data: try InputFile.read(path))
    }
}
