/// Where a looping GIF starts: `Set LoopOffset 5` (a frame) or `Set LoopOffset 50%` (a share of
/// the frames).
public enum TapeLoopOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Start at this frame (0 is the first).
  case frames(Int)
  /// Start this far into the recording, in percent (0 to 100).
  case percent(Double)

  /// The offset as a tape writes it: `5` or `50%`.
  public var description: String {
    switch self {
    case .frames(let count): "\(count)"
    case .percent(let share): TapeNumber.format(share) + "%"
    }
  }
}
