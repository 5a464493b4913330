import Foundation

/// Runs a command as a whole process, from start to exit, and times it on the monotonic clock.
/// Processes are started with `posix_spawn` and reaped with `waitpid`, so nothing but the
/// command itself is in the figure.
struct ProcessTimer {
    /// Extra environment for every command (the rest is inherited).
    var environment: [String: String] = [:]

    /// The wall time of one run in milliseconds, and its exit status; its output is thrown away.
    func time(_ command: [String]) throws -> (milliseconds: Double, status: Int32) {
        let start = DispatchTime.now().uptimeNanoseconds
        let status = try wait(spawn(command, outputTo: nil))
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, status)
    }

    /// The median of `runs` timed runs after one run not counted (so the file cache is warm);
    /// nil when any run exits with a status other than 0.
    func median(_ command: [String], runs: Int) throws -> Double? {
        guard try time(command).status == 0 else { return nil }
        var times: [Double] = []
        for _ in 0..<runs {
            let (milliseconds, status) = try time(command)
            guard status == 0 else { return nil }
            times.append(milliseconds)
        }
        times.sort()
        return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }

    /// What the command prints on standard output, and its exit status.
    func output(_ command: [String]) throws -> (text: String, status: Int32) {
        let pipe = Pipe()
        let pid = try spawn(command, outputTo: pipe.fileHandleForWriting.fileDescriptor)
        try pipe.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let status = try wait(pid)
        return (String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines), status)
    }

    /// Starts `command` with standard input and error on /dev/null, and standard output on
    /// `output` (else /dev/null).
    private func spawn(_ command: [String], outputTo output: Int32?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let environment = ProcessInfo.processInfo.environment.merging(self.environment) { _, new in new }.map { "\($0.key)=\($0.value)" }
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
        guard result == 0 else { throw SpawnError(command: command[0], code: result) }
        return pid
    }

    /// Waits for `pid` to end; its exit status (128 + the signal when a signal ended it).
    private func wait(_ pid: pid_t) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnError(command: "waitpid", code: errno) }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// A command that could not be started.
struct SpawnError: Error, CustomStringConvertible {
    let command: String
    let code: Int32
    var description: String { "cannot run \(command): \(String(cString: strerror(code)))" }
}
