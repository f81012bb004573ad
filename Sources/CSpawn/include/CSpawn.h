#ifndef SECTIONGRID_CSPAWN_H
#define SECTIONGRID_CSPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (NULL-terminated) in folder `directory` (NULL: the tool's), its
/// standard input, output and error the given descriptors, in a process group of its own (its pid), killed with SIGKILL when the thread
/// that started it ends (`PR_SET_PDEATHSIG`: the tool dying, by any signal, takes it along; call it from
/// a thread that outlives the child). Every other descriptor is closed in the child, its signals are
/// unblocked and at their default actions. Returns the pid, or minus the `errno` of what failed
/// (`fork`, or `execve`, reported back through a close-on-exec pipe).
pid_t sg_spawn(const char *path, char *const argv[], char *const envp[], const char *directory, int stdin_fd, int stdout_fd,
               int stderr_fd);

/// A pipe whose two descriptors close on exec (`pipe2(O_CLOEXEC)`): 0, or −1 with `errno` set.
int sg_pipe(int descriptors[2]);

/// The process group the signal handler of `sg_install_group_reaper` kills (0: none).
void sg_set_child_group(pid_t group);

/// Installs handlers for SIGINT, SIGTERM, SIGHUP and SIGQUIT that kill the group last given to
/// `sg_set_child_group` (SIGKILL) and then end the program as the signal would have; a signal whose
/// action is not the default (ignored, or handled already) is left alone.
void sg_install_group_reaper(void);

/// Kills the group last given to `sg_set_child_group` (SIGKILL), if any: what a compile still running
/// as the viewer ends has started.
void sg_kill_child_group(void);

#endif
