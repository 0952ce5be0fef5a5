/// A line of a recorded tape that holds a stand-in instead of what was typed, so `mamsim record`
/// can say which lines to fill in.
struct StandInLine: Equatable, Sendable {
  /// What the stand-in replaces.
  enum Kind: Equatable, Sendable {
    /// PIN characters, each by a fixed other one of its kind.
    case pin
    /// A password no account of the scenario has, by a stand-in of its shape.
    case password
    /// A value of `ValuesToScrubFromLogging` (or a password that goes with one), by
    /// `<scrubbed>`.
    case scrubbed
  }

  /// The line's place among the tape's lines after its header, from 0.
  var index: Int
  /// What it stands in for.
  var kind: Kind
}
