#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The termination signals mamsim collects instead of dying at once — SIGINT, SIGTERM, SIGHUP
/// and SIGQUIT — so that it can give the terminal back, stop ffmpeg and leave no half-made file
/// before it ends by the signal (`ProcessEnd`).
///
/// No handler and no global state: the signals are blocked, so they stay pending until a loop
/// looks for one. Blocking is per thread and inherited by the threads a thread starts later, so
/// it is done on the main thread before any other starts.
public enum TerminationSignals {
  /// The signals collected, by number.
  public static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The signal mask a thread had before `block()`, for `restore(_:)`.
  public struct SavedMask: @unchecked Sendable {
    fileprivate var mask: sigset_t
  }

  /// Blocks the termination signals for the calling thread (and the threads it starts from now
  /// on); the mask it had before.
  public static func block() -> SavedMask {
    var set = signalSet
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    return SavedMask(mask: previous)
  }

  /// Puts back the calling thread's mask as it was before `block()` gave `saved`; a signal
  /// still pending then has its default action.
  public static func restore(_ saved: SavedMask) {
    var mask = saved.mask
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// A termination signal waiting to be taken, or nil; it stays pending (looking changes
  /// nothing), so every thread of a run sees it.
  public static var pending: Int32? {
    var set = sigset_t()
    guard sigpending(&set) == 0 else { return nil }
    return numbers.first { sigismember(&set, $0) == 1 }
  }

  /// Takes one pending termination signal without waiting, or nil when none is pending.
  public static func take() -> Int32? {
    var set = signalSet
    var zero = timespec(tv_sec: 0, tv_nsec: 0)
    let number = sigtimedwait(&set, nil, &zero)
    return number > 0 ? number : nil
  }

  /// The signal's name as a shell shows it (`SIGTERM`), or its number.
  public static func name(of number: Int32) -> String {
    switch number {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGQUIT: "SIGQUIT"
    default: "signal \(number)"
    }
  }

  /// Why an output was not written: `signal` came first, and the file was left as it was.
  public static func unwrittenOutput(_ signal: Int32) -> String {
    "stopped by \(name(of: signal)); the file there before, if any, was left as it was"
  }

  /// The set of the collected signals.
  private static var signalSet: sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for number in numbers { sigaddset(&set, number) }
    return set
  }
}
