/// Where a looping recording starts (`Set LoopOffset`): after a number of frames, or a share of
/// the recording's length.
public enum TapeLoopOffset: Equatable, Hashable, Sendable {
  /// After this many frames at the recording's frame rate.
  case frames(Int)
  /// After this percentage of the recording's length (0 to 100).
  case percent(Double)
}
