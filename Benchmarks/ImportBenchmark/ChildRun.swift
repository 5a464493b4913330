import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One whole process, run to its end: how long it took and the most memory it held, from the
/// kernel's own accounting (`wait4`'s resource usage of that child alone).
struct ChildRun {
    /// Wall-clock seconds from start to exit.
    let seconds: Double
    /// Processor seconds it used, in user and system time: on a shared machine the steadier
    /// figure, as waiting for a processor does not count.
    let cpuSeconds: Double
    /// The largest resident set the process reached, in megabytes.
    let peakMegabytes: Double
    /// Its exit status.
    let status: Int32

    /// Runs `arguments[0]` with the rest as its arguments and `environment`, its output thrown
    /// away (stderr into `errors` when given), and waits for it.
    static func run(_ arguments: [String], environment: [String: String], errors: String? = nil) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnFailed(command: arguments[0], code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // Linux counts ru_maxrss in kilobytes.
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildRun(seconds: seconds, cpuSeconds: cpu, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }
}

/// A process that could not be started.
struct SpawnFailed: Error, CustomStringConvertible {
    let command: String
    let code: Int32
    var description: String { "cannot start \(command): \(String(cString: strerror(code)))" }
}
