/*
 * Preloaded into a server run under valgrind (benchmarks/pages counts instructions per request
 * with callgrind). Valgrind 3.19 edits the signal mask handed to sigsuspend(2) in place, to keep
 * its own signal unblocked; libdispatch, which parks the main thread of Swift's async `main`,
 * hands it a mask in read-only memory, so valgrind faults ("VALGRIND INTERNAL ERROR: ... signal
 * 11") before the server starts. This sigsuspend hands the system call a writable copy instead.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    /* The kernel's sigset is 8 bytes (_NSIG / 8), not glibc's 128-byte sigset_t. */
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
