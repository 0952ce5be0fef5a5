import Screens
import TerminalUI

/// The `.txt` / `.ascii` recording of a tape: the screen after each command, as plain text.
///
/// Each frame starts with a rule naming the command that produced it, e.g.
/// `── Type "alex@contoso.com" ─────────`, padded to the terminal width; the screen's rows follow
/// with trailing spaces removed. The same frames always give the same text.
public struct ScreenTextLog: Equatable, Sendable {
  /// One screen and what led to it.
  private struct Frame: Equatable, Sendable {
    /// The command that produced the screen, as the tape writes it.
    var command: String
    /// The screen's rows, top to bottom.
    var lines: [String]
  }

  /// The width the rule lines fill, in characters.
  public var width: Int
  private var frames: [Frame] = []

  /// Creates an empty log whose rule lines are `width` characters wide.
  public init(width: Int) {
    self.width = width
  }

  /// The number of frames so far.
  public var frameCount: Int { frames.count }

  /// The rows of the last screen added, or none yet.
  var lastScreen: [String] { frames.last?.lines ?? [] }

  /// Adds the screen `lines` shown after the command described as `commandDescription`.
  public mutating func append(screen lines: [String], after commandDescription: String) {
    frames.append(Frame(command: commandDescription, lines: lines))
  }

  /// The whole log, every line ending in a newline.
  public func render() -> String {
    var output = ""
    for frame in frames {
      output += rule(for: frame.command) + "\n"
      for line in frame.lines {
        output += Self.trimmingTrailingSpaces(line) + "\n"
      }
    }
    return output
  }

  /// `── command ───…` filled to `width` (never shorter than the command plus two dashes each side).
  func rule(for command: String) -> String {
    let head = "── \(command) "
    let fill = max(2, width - CharacterWidth.of(text: head))
    return head + String(repeating: "─", count: fill)
  }

  /// `line` without its trailing spaces and tabs, as removing them character by character
  /// would leave it: the run is found as bytes (a space or tab byte is always that character),
  /// and a space right after a prepended mark, which joins it into one character that is not a
  /// space, is kept. Walking characters backwards cost a fifth of a whole suite's replay.
  static func trimmingTrailingSpaces(_ line: String) -> String {
    let utf8 = line.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex {
      let before = utf8.index(before: end)
      let byte = utf8[before]
      guard byte == 0x20 || byte == 0x09 else { break }
      end = before
    }
    if end == utf8.endIndex { return line }
    if end > utf8.startIndex, utf8[utf8.index(before: end)] >= 0x80 {
      let scalars = line.unicodeScalars
      var pair = String.UnicodeScalarView()
      pair.append(scalars[scalars.index(before: end)])
      pair.append(scalars[end])
      if String(pair).count == 1 { end = utf8.index(after: end) }
    }
    return String(decoding: utf8[..<end], as: UTF8.self)
  }

  /// `line` without trailing spaces and tabs, removed character by character (the plain
  /// answer `trimmingTrailingSpaces` is checked against).
  static func trimmingTrailingSpacesByCharacter(_ line: String) -> String {
    var trimmed = Substring(line)
    while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
    return String(trimmed)
  }
}
