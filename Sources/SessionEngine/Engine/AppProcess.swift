/// Whether the app's process is running, and how it last ended.
public enum AppProcess: Equatable, Sendable, Codable {
  /// Not running; the phone shows its home screen.
  case notRunning(lastExit: ExitReason?)
  /// Running.
  case running
}

/// How the app's process ended.
public enum ExitReason: String, Equatable, Sendable, Codable, CaseIterable {
  /// The user (or a tape's `Relaunch`) killed it.
  case killed
  /// The user tapped OK on the SDK's restart alert.
  case restartForPolicy
  /// The organization's data was wiped and the user tapped OK.
  case wiped
  /// The user chose Close Application on an SDK screen.
  case closedByUser
}
