import BuddyCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writing exports and backups to disk, where a person's other files are.
///
/// Only a new file is created, or an ordinary file replaced when the caller says so (after a
/// yes, or `--yes`): a folder, device, pipe, socket, or a link to one, is never written to, and a
/// link to an ordinary file is followed (the file it names is replaced, the link stays). The
/// text goes to a new file in the target's folder, created readable by its owner only (0600,
/// whatever the umask), written and flushed to disk, then renamed over the target, so a reader
/// sees the old file or the whole new one, and the records are never readable by others.
public enum ExportFile {
    /// Where a write would go.
    public enum Target: Sendable, Equatable {
        /// Nothing is there: a new file is created at this absolute path.
        case new(String)
        /// An ordinary file is there (at this absolute path, links followed): it is replaced
        /// only when the caller says so.
        case existing(String)

        /// The absolute path written.
        public var path: String {
            switch self {
            case .new(let path), .existing(let path): path
            }
        }
    }

    /// Where writing to `path` would go. Fails with a ``FinanceError`` saying why, when `path` is
    /// something other than an ordinary file (a folder, device, pipe, socket, a link to one,
    /// or a link to nothing) or its folder does not exist.
    public static func target(of path: String) throws -> Target {
        let absolute = absolutePath(path)
        var info = stat()
        if lstat(absolute, &info) == 0 {
            var resolved = absolute
            if info.st_mode & S_IFMT == S_IFLNK {
                guard stat(absolute, &info) == 0, let real = realPath(absolute) else {
                    throw FinanceError(.invalidInput, "\(path) is a link to nothing; give the path of a file")
                }
                resolved = real
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                try checkReplaceable(resolved, path: path)
                return .existing(resolved)
            case S_IFDIR: throw FinanceError(.invalidInput, "\(path) is a folder; give the path of a file in it")
            case S_IFCHR, S_IFBLK: throw FinanceError(.invalidInput, "\(path) is a device, not a file; Buddy writes only to a new file or an ordinary one")
            case S_IFIFO: throw FinanceError(.invalidInput, "\(path) is a pipe, not a file; Buddy writes only to a new file or an ordinary one")
            case S_IFSOCK: throw FinanceError(.invalidInput, "\(path) is a socket, not a file; Buddy writes only to a new file or an ordinary one")
            default: throw FinanceError(.invalidInput, "\(path) is not an ordinary file; Buddy writes only to a new file or an ordinary one")
            }
        }
        guard errno == ENOENT else {
            throw FinanceError(.invalidInput, "cannot write \(path) (\(String(cString: strerror(errno))))")
        }
        let folder = (absolute as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw FinanceError(.invalidInput, "the folder \(folder) does not exist; create it first, or give a path in a folder that exists")
        }
        guard isFolder.boolValue else { throw FinanceError(.invalidInput, "\(folder) is not a folder") }
        return .new(absolute)
    }

    /// Fails when the ordinary file at `resolved` must not be replaced by an export or backup: a
    /// database (the store itself, another store, any SQLite file), the journal or shared-memory
    /// file beside one, or a file the person may not write to (renaming over it would replace
    /// it all the same, in a folder they may write to).
    static func checkReplaceable(_ resolved: String, path: String) throws {
        let sidecars = ["-wal", "-shm", "-journal"]
        if let suffix = sidecars.first(where: resolved.hasSuffix), StoreFile.isSQLite(String(resolved.dropLast(suffix.count))) {
            throw FinanceError(.invalidInput, "\(path) belongs to the database beside it (a Buddy store?); an export or backup never replaces it: give another file name")
        }
        if StoreFile.isSQLite(resolved) {
            throw FinanceError(.invalidInput, "\(path) is a database (a Buddy store?); an export or backup never replaces one: give another file name")
        }
        guard access(resolved, W_OK) == 0 else {
            throw FinanceError(.invalidInput, "cannot replace \(path): you may not write to it (\(String(cString: strerror(errno))))")
        }
    }

    /// Writes `text` to `path` and returns the absolute path written. An existing ordinary file
    /// is replaced only when `replacing`; otherwise the write fails with a ``FinanceError`` of
    /// code `conflict` and the file is left as it was. Anything ``target(of:)`` refuses is refused.
    @discardableResult
    public static func write(_ text: String, to path: String, replacing: Bool) throws -> String {
        try write(Data(text.utf8), to: path, replacing: replacing, beforeRename: { _ in })
    }

    /// ``write(_:to:replacing:)`` with a look at the new file, complete, before it takes the
    /// target's place (for tests).
    static func write(_ data: Data, to path: String, replacing: Bool, beforeRename: (String) throws -> Void) throws -> String {
        let target = try target(of: path)
        if case .existing = target, !replacing {
            throw FinanceError(.conflict, "\(path) already exists")
        }
        let destination = target.path
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).\(UUID().uuidString.prefix(8)).tmp")
        // Created with 0600 and nothing else exists at that name: no one else can have it open.
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw failure(path, errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            // A umask can only take bits away; this makes it exactly owner read and write.
            guard fchmod(descriptor, 0o600) == 0 else { throw failure(path, errno) }
            try data.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let count = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { throw failure(path, errno) }
                    done += count
                }
            }
            guard fsync(descriptor) == 0 else { throw failure(path, errno) }
        }
        try beforeRename(temporary)
        switch target {
        case .existing:
            // The target may have changed since it was looked at: never replace anything else.
            guard case .existing = try self.target(of: destination) else { throw FinanceError(.conflict, "\(path) changed while it was written") }
            guard rename(temporary, destination) == 0 else { throw failure(path, errno) }
        case .new:
            // A hard link fails when something has appeared at the name meanwhile, where rename
            // would replace it. File systems without hard links get a rename, after a last look.
            if link(temporary, destination) == 0 {
                unlink(temporary)
            } else if errno == EEXIST {
                throw FinanceError(.conflict, "\(path) already exists")
            } else {
                guard case .new = try self.target(of: destination) else { throw FinanceError(.conflict, "\(path) already exists") }
                guard rename(temporary, destination) == 0 else { throw failure(path, errno) }
            }
        }
        renamed = true
        // The rename itself reaches the disk with the folder.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return destination
    }

    /// `path` made absolute against the working folder, with `.` and `..` taken out.
    public static func absolutePath(_ path: String) -> String {
        let expanded = HomeFolder.expanding(path)
        let absolute = expanded.hasPrefix("/") ? expanded : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
        // By the letters only: a link in the folders leading there stays as it is.
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func failure(_ path: String, _ code: Int32) -> FinanceError {
        FinanceError(.storeUnavailable, "cannot write \(path): \(String(cString: strerror(code)))")
    }
}
