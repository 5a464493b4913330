import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading a file a person names: a statement, a rules file, a backup.
///
/// Only an ordinary file is read. A folder, a device, a pipe or a socket is refused before it is
/// opened for reading (a pipe would wait for a writer forever; opening some devices does
/// something). So are the files the kernel makes up as they are read, which hold the process's
/// environment, memory maps and other things that must never end up in a message: they are
/// "regular" files, so two rules keep them out:
///
/// - a path that leads, once links are followed, under `/proc`, `/sys` or `/dev` is refused;
/// - no more than the size the file reports is read: such files report a size of 0 (procfs,
///   wherever it is mounted), so one reached some other way reads as empty, whatever it
///   would produce.
public enum InputFile {
    /// The folders of the files the kernel makes up.
    private static let systemFolders = ["/proc", "/sys", "/dev"]

    public static func read(_ path: String, what: String = "file") throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw FinanceError(.notFound, "there is no \(what) \(path)")
            case EACCES: throw FinanceError(.invalidInput, "cannot read \(path) (permission denied)")
            default: throw FinanceError(.invalidInput, "cannot read \(path) (\(String(cString: strerror(errno))))")
            }
        }
        if let real = realPath(path), systemFolders.contains(where: { real == $0 || real.hasPrefix($0 + "/") }) {
            throw FinanceError(.invalidInput, "\(path) is a system file (under /proc, /sys or /dev), not a \(what); Buddy does not read those")
        }
        try requireOrdinary(info.st_mode, path: path, what: what)
        // Opened without waiting (a pipe put in its place since would otherwise block), then
        // looked at again through the descriptor, which is what is actually read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FinanceError(.invalidInput, errno == EACCES ? "cannot read \(path) (permission denied)"
                                                              : "cannot read \(path) (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw FinanceError(.invalidInput, "cannot read \(path)") }
        try requireOrdinary(info.st_mode, path: path, what: what)
        let size = Int(info.st_size)
        var data = Data(count: size)
        var done = 0
        while done < size {
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + done, size - done)
            }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count >= 0 else { throw FinanceError(.invalidInput, "cannot read \(path) (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            done += count
        }
        return data.prefix(done)
    }

    /// Refuses anything but an ordinary file, saying what it is.
    private static func requireOrdinary(_ mode: mode_t, path: String, what: String) throws {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FinanceError(.invalidInput, "\(path) is a folder, not a \(what)")
        case S_IFIFO: throw FinanceError(.invalidInput, "\(path) is a pipe, not a \(what)")
        case S_IFSOCK: throw FinanceError(.invalidInput, "\(path) is a socket, not a \(what)")
        case S_IFCHR, S_IFBLK: throw FinanceError(.invalidInput, "\(path) is a device, not a \(what)")
        default: throw FinanceError(.invalidInput, "\(path) is not an ordinary file")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Text from a file or a field quoted in a message: short, and with no control characters
/// (a terminal would act on them).
public enum Excerpt {
    /// `text` with control characters escaped, cut to `limit` characters with "…".
    public static func of(_ text: String, limit: Int = 40) -> String {
        let visible = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        return visible.count > limit ? String(visible.prefix(limit - 1)) + "…" : visible
    }
}
