import TerminalUI

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the process ends once a command returned its status.
///
/// A command that stopped for a termination signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT: collected
/// by the loop, which gave the terminal back and let the command clean up) returns 128 + the
/// signal; the process then ends by that signal, raised again with its default action, so a
/// parent sees it killed by the signal (as a shell shows it, 128 + its number) rather than a
/// plain exit. Any other status is an ordinary `exit`.
///
/// Before it ends, what is left of standard output is written out: when any of it could not be
/// written (a full disk, a closed stream), standard error says so and a successful command ends
/// with status 1 instead, so that `mamsim scenario print > my.json` on a full disk never leaves
/// a cut-off file behind a status of success.
enum ProcessEnd {
  /// Ends the process with `status`.
  static func end(with status: Int32) -> Never {
    let status = checkedStandardOutput(status)
    let number = status - 128
    if TerminationSignals.numbers.contains(number) {
      // exit's own work (stdio buffers) first; the terminal was given back already.
      fflush(nil)
      signal(number, SIG_DFL)
      var only = sigset_t()
      sigemptyset(&only)
      sigaddset(&only, number)
      pthread_sigmask(SIG_UNBLOCK, &only, nil)
      raise(number)
    }
    exit(status)
  }

  /// `status`, or 1 in place of success when standard output could not all be written (said on
  /// standard error, with the system's reason when the last flush failed; when an earlier write
  /// failed and its buffer is gone, the reason is no longer known).
  private static func checkedStandardOutput(_ status: Int32) -> Int32 {
    let flushed = fflush(stdout) == 0
    let reason = errno
    guard !flushed || ferror(stdout) != 0 else { return status }
    let why = flushed ? "" : " (\(String(cString: strerror(reason))))"
    StandardStreams.writeErrorLine(
      "mamsim: standard output could not be written\(why); what it shows is incomplete")
    return status == ExitCode.success ? ExitCode.failure : status
  }
}
