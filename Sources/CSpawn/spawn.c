#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// In the child, between fork and exec: async-signal-safe calls only.
static void become_child(pid_t parent, const char *path, char *const argv[], char *const envp[], const char *directory, int in,
                         int out, int err, int report) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    // The parent may have died before prctl took effect.
    if (getppid() != parent) _exit(127);
    for (int number = 1; number < NSIG; number++) {
        struct sigaction action = {0};
        action.sa_handler = SIG_DFL;
        sigaction(number, &action, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    // Copies above 2 first, so that a descriptor that is itself 0, 1 or 2 is not overwritten early.
    int copies[3] = {fcntl(in, F_DUPFD, 3), fcntl(out, F_DUPFD, 3), fcntl(err, F_DUPFD, 3)};
    for (int target = 0; target < 3; target++) {
        if (copies[target] < 0 || dup2(copies[target], target) < 0) {
            int error = errno;
            (void)!write(report, &error, sizeof error);
            _exit(127);
        }
    }
    // Everything else closed: the report pipe closes itself on exec.
    int keep = report;
    for (int descriptor = 3; descriptor < 1024; descriptor++) {
        if (descriptor != keep) close(descriptor);
    }
    syscall(SYS_close_range, 1024, ~0U, 0);
    if (directory != NULL && chdir(directory) != 0) {
        int error = errno;
        (void)!write(report, &error, sizeof error);
        _exit(127);
    }
    execve(path, argv, envp);
    int error = errno;
    (void)!write(report, &error, sizeof error);
    _exit(127);
}

pid_t sg_spawn(const char *path, char *const argv[], char *const envp[], const char *directory, int stdin_fd, int stdout_fd,
               int stderr_fd) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -errno;
    pid_t parent = getpid();
    // No handler of the tool's may run in the child before exec.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) become_child(parent, path, argv, envp, directory, stdin_fd, stdout_fd, stderr_fd, report[1]);
    int forkError = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        return -forkError;
    }
    // Also here, so the group exists before the caller might signal it.
    setpgid(pid, pid);
    int error = 0;
    ssize_t count;
    do {
        count = read(report[0], &error, sizeof error);
    } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count == (ssize_t)sizeof error) {
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        return -error;
    }
    return pid;
}

int sg_pipe(int descriptors[2]) {
    return pipe2(descriptors, O_CLOEXEC);
}

static volatile sig_atomic_t childGroup = 0;

void sg_set_child_group(pid_t group) {
    childGroup = group;
}

static void reap(int number) {
    pid_t group = childGroup;
    if (group > 0) kill(-group, SIGKILL);
    // SA_RESETHAND put the default action back: raised again, it ends the program once this returns.
    raise(number);
}

void sg_install_group_reaper(void) {
    int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    for (unsigned index = 0; index < sizeof numbers / sizeof numbers[0]; index++) {
        // A signal the program ignores (SIGINT in a background job) stays ignored.
        struct sigaction current;
        if (sigaction(numbers[index], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
        struct sigaction action = {0};
        action.sa_handler = reap;
        action.sa_flags = SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(numbers[index], &action, NULL);
    }
}

void sg_kill_child_group(void) {
    pid_t group = childGroup;
    if (group > 0) kill(-group, SIGKILL);
}
