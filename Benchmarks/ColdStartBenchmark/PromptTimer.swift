import Foundation

/// Times how long the conversation takes to show its prompt, as a person at a terminal meets
/// it: the command runs on a new pseudo-terminal, and the time is from its start to the moment
/// the prompt's text arrives on the terminal's other side. The conversation is then left with
/// Ctrl-D and reaped.
struct PromptTimer {
    /// Extra environment for the command (the rest is inherited).
    var environment: [String: String] = [:]

    /// The milliseconds from start to prompt of one run; nil when the prompt never came (the
    /// command exited or printed nothing for five seconds).
    func time(_ command: [String], prompt: String) throws -> Double? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.unlockRequest, &unlock) == 0, ioctl(master, Self.numberRequest, &number) == 0 else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        let terminal = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, terminal, O_RDWR, 0) }
        var environment = ProcessInfo.processInfo.environment.merging(self.environment) { _, new in new }
        environment["TERM"] = environment["TERM"] ?? "xterm"
        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // A session of its own, whose first terminal opened (the new one) is its controlling
        // terminal, as a shell gives it: the line editor reads and writes /dev/tty.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(Self.newSession))
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let result = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw BenchError("could not start \(command[0]): \(String(cString: strerror(result)))") }
        let shown = waitFor(prompt, on: master)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        // Ctrl-D at the prompt leaves; a command that never prompted is stopped.
        _ = write(master, [0x04], 1)
        if !shown { kill(pid, SIGKILL) }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return shown ? milliseconds : nil
    }

    /// The median of `runs` timed runs after one not counted; nil when any run never prompted.
    func median(_ command: [String], prompt: String, runs: Int) throws -> Double? {
        guard try time(command, prompt: prompt) != nil else { return nil }
        var times: [Double] = []
        for _ in 0..<runs {
            guard let milliseconds = try time(command, prompt: prompt) else { return nil }
            times.append(milliseconds)
        }
        times.sort()
        return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }

    /// Linux's requests to unlock a new pseudo-terminal and to get its number (TIOCSPTLCK,
    /// TIOCGPTN; the C functions that wrap them are not visible to Swift).
    private static let unlockRequest: UInt = 0x4004_5431
    /// glibc's POSIX_SPAWN_SETSID.
    private static let newSession: Int32 = 0x80
    private static let numberRequest: UInt = 0x8004_5430

    /// Reads `master` until `prompt` has arrived; false when it does not within five seconds.
    private func waitFor(_ prompt: String, on master: Int32) -> Bool {
        let wanted = Array(prompt.utf8)
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 5000) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return false }
            seen.append(contentsOf: buffer[..<count])
            if seen.count >= wanted.count, seen.indices.dropLast(wanted.count - 1).contains(where: { seen[$0..<$0 + wanted.count].elementsEqual(wanted) }) {
                return true
            }
        }
        return false
    }
}
