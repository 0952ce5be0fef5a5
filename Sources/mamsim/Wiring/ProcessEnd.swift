#if canImport(Glibc)
  import Glibc
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
enum ProcessEnd {
  /// The signals a command may have stopped for.
  private static let collected: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Ends the process with `status`.
  static func end(with status: Int32) -> Never {
    let number = status - 128
    if collected.contains(number) {
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
}
