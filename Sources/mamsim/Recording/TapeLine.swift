import Replay

/// One line of a recorded tape: a command, or a comment about something a tape cannot replay.
enum TapeLine: Equatable, Sendable, CustomStringConvertible {
  /// A tape command.
  case command(TapeCommand)
  /// A pause written as `Sleep`, kept apart so it can be written in tenths of a second.
  case sleep(milliseconds: Int64)
  /// A `#` comment.
  case comment(String)

  /// The line as the tape file shows it.
  var description: String {
    switch self {
    case .command(let command): return command.description
    case .sleep(let milliseconds): return "Sleep \(Self.seconds(milliseconds))"
    case .comment(let text): return "# \(text)"
    }
  }

  /// `milliseconds` as seconds with at most three decimals: `1.2s`, `3s`, `0.25s`.
  static func seconds(_ milliseconds: Int64) -> String {
    let whole = milliseconds / 1000
    var fraction = String(milliseconds % 1000 + 1000).dropFirst()
    while fraction.hasSuffix("0") { fraction = fraction.dropLast() }
    return fraction.isEmpty ? "\(whole)s" : "\(whole).\(fraction)s"
  }
}
