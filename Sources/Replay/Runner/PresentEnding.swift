/// How `mamsim present` ended.
public enum PresentEnding: Equatable, Sendable {
  /// The presenter quit (q or Ctrl+C).
  case quit
  /// A termination signal arrived; the status is 128 plus it.
  case signal(Int32)
  /// The tape could not be played to a scene (a check failed, the world could not be built).
  case failed(TapeFailure)
}
