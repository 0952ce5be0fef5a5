/// The engine's named timers; starting one that runs replaces it.
public enum TimerID: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// The SDK's start-up screen stays at least `SplashDuration`.
  case splash
  /// The next policy check-in (every 30 minutes while enrolled).
  case checkIn
  /// The next enrollment attempt after a failure.
  case enrollmentRetry
  /// The app's protected files close, about 10 s after the phone locks.
  case protectedFilesClose
}
