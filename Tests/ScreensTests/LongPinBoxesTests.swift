import SessionEngine
import TerminalUI
import Testing

@testable import Screens

/// A numeric PIN longer than a row of boxes fits (the policy allows up to 64 digits) is drawn
/// with one box per digit over as many rows as it needs, so the user sees how many are left.
@Suite struct LongPinBoxesTests {
  /// The rows of boxes on `pilot`'s screen, as their text.
  static func boxRows(_ pilot: Pilot) -> [String] {
    pilot.lines.compactMap { line in
      guard let open = line.firstIndex(of: "["), line.contains("] [") || line.contains("[●]")
      else { return nil }
      let rest = line[open...]
      guard let close = rest.lastIndex(of: "]") else { return nil }
      return String(rest[...close])
    }
  }

  @Test(arguments: [(10, [5, 5]), (12, [6, 6]), (64, [8, 8, 8, 8, 8, 8, 8, 8]), (4, [4])])
  func everyDigitHasItsBox(length: Int, rows: [Int]) {
    let pilot = Pilot { $0.policies[0].minimumPinLength = length }
    pilot.toSetPin()
    pilot.type("123")
    let shown = Self.boxRows(pilot)
    #expect(shown.map { $0.components(separatedBy: "[").count - 1 } == rows, "\(pilot.text)")
    #expect(shown.joined().components(separatedBy: "●").count - 1 == 3, "three digits typed")
    #expect(shown.joined().contains("[_]"), "the next box has the caret")
  }
}
