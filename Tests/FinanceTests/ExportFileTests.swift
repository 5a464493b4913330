@testable import Finance
import Foundation
import Testing

/// Exports and backups create a new file or replace an ordinary one when told, owner-only from
/// the first byte, and never write to a folder, device, pipe, socket or a link to one.
@Suite struct ExportFileTests {
    private func mode(_ path: String) throws -> Int {
        try #require((FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    private func message(_ body: () throws -> Void) -> (code: FinanceError.Code, message: String)? {
        do {
            try body()
            return nil
        } catch let error as FinanceError {
            return (error.code, error.message)
        } catch {
            return (.storeUnavailable, "\(error)")
        }
    }

    @Test func theFileIsOwnerOnlyFromItsFirstByteEvenUnderUmaskZero() throws {
        let folder = try TemporaryFolder("buddy-export")
        let path = folder.file("backup.json")
        let previous = umask(0)
        defer { umask(previous) }
        var seen: Int?
        let written = try ExportFile.write(Data("{}\n".utf8), to: path, replacing: false) { temporary in
            seen = try mode(temporary)
            #expect(!FileManager.default.fileExists(atPath: path), "the target existed before the rename")
        }
        #expect(written == path)
        #expect(seen == 0o600)
        #expect(try mode(path) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        // Replacing a file that others could read leaves one that they cannot.
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
        _ = try ExportFile.write(Data("new".utf8), to: path, replacing: true) { temporary in seen = try mode(temporary) }
        #expect(seen == 0o600)
        #expect(try mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["backup.json"], "a temporary file was left")
    }

    @Test func anExistingFileIsReplacedOnlyWhenTheCallerSaysSo() throws {
        let folder = try TemporaryFolder("buddy-export")
        let path = folder.file("x.csv")
        try "mine".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try ExportFile.target(of: path) == .existing(path))
        let refused = try #require(message { try ExportFile.write("export", to: path, replacing: false) })
        #expect(refused.code == .conflict)
        #expect(refused.message == "\(path) already exists")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        #expect(try ExportFile.write("export", to: path, replacing: true) == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "export")
    }

    @Test func aFolderDevicePipeSocketOrALinkToOneIsNeverWritten() throws {
        let folder = try TemporaryFolder("buddy-export")
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder.file("dir"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)
        let socketPath = folder.file("sock")
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try fm.createSymbolicLink(atPath: folder.file("to-dir"), withDestinationPath: folder.file("dir"))
        try fm.createSymbolicLink(atPath: folder.file("to-fifo"), withDestinationPath: folder.file("fifo"))
        try fm.createSymbolicLink(atPath: folder.file("to-null"), withDestinationPath: "/dev/null")
        try fm.createSymbolicLink(atPath: folder.file("to-nothing"), withDestinationPath: folder.file("nothing"))
        var cases = [("dir", "is a folder"), ("fifo", "is a pipe"), ("to-dir", "is a folder"), ("to-fifo", "is a pipe"),
                     ("to-null", "is a device"), ("to-nothing", "is a link to nothing")]
        if bound == 0 { cases.append(("sock", "is a socket")) }
        for (name, reason) in cases {
            let path = folder.file(name)
            let refused = try #require(message { try ExportFile.write("export", to: path, replacing: true) }, "\(name) was written")
            #expect(refused.message.contains(reason), "\(name): \(refused.message)")
        }
        // Only looked at, never written: a device outside the test's folder.
        #expect(message { _ = try ExportFile.target(of: "/dev/null") }?.message.contains("is a device") == true)
        #expect(try fm.destinationOfSymbolicLink(atPath: folder.file("to-null")) == "/dev/null")
        #expect(try fm.destinationOfSymbolicLink(atPath: folder.file("to-fifo")) == folder.file("fifo"))
        #expect(!fm.fileExists(atPath: folder.file("nothing")))
        #expect(try fm.contentsOfDirectory(atPath: folder.file("dir")).isEmpty)
        #expect(try fm.contentsOfDirectory(atPath: folder.path).sorted() == (["dir", "fifo"] + (bound == 0 ? ["sock"] : [])
                                                                              + ["to-dir", "to-fifo", "to-nothing", "to-null"]).sorted())
    }

    @Test func aLinkToAnOrdinaryFileKeepsTheLinkAndReplacesTheFile() throws {
        let folder = try TemporaryFolder("buddy-export")
        try "old".write(toFile: folder.file("real.csv"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.csv"), withDestinationPath: folder.file("real.csv"))
        #expect(try ExportFile.target(of: folder.file("link.csv")) == .existing(folder.file("real.csv")))
        #expect(try ExportFile.write("new", to: folder.file("link.csv"), replacing: true) == folder.file("real.csv"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.csv")) == folder.file("real.csv"))
        #expect(try String(contentsOfFile: folder.file("real.csv"), encoding: .utf8) == "new")
    }

    @Test func aMissingFolderIsNamedAndThePathWrittenIsAbsolute() throws {
        let folder = try TemporaryFolder("buddy-export")
        let missing = try #require(message { try ExportFile.write("x", to: folder.file("nope/x.csv"), replacing: false) })
        #expect(missing.message.contains("the folder \(folder.file("nope")) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("nope")))
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
        #expect(try ExportFile.write("x", to: folder.path + "/sub/../x.csv", replacing: false) == folder.file("x.csv"))
        #expect(ExportFile.absolutePath("a/./b/../c.csv") == FileManager.default.currentDirectoryPath + "/a/c.csv")
    }
}
