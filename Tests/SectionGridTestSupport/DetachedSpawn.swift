import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program that leaves a daemon behind (`tmux new-session -d`) and waits for it.
///
/// Foundation's `Process` notices a child's exit through a descriptor the child inherits; a daemon forked
/// from it keeps that descriptor open, so `waitUntilExit()` would never return. This spawns with
/// `posix_spawn`, standard streams on /dev/null, every other descriptor closed and no signal blocked,
/// and reaps the child with `waitpid`. Returns its exit status (-1 when it could not be started).
func spawnDetached(_ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in 0...2 {
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in descriptors.compactMap({ Int32($0) }) where fd > 2 {
        posix_spawn_file_actions_addclose(&actions, fd)
    }
    // Test runners' threads block most signals, and a spawned child inherits the mask: start the tmux
    // server (and all it runs) with none blocked and default actions, like a login shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return (status >> 8) & 0xff
}
