import Screens
import SessionEngine
import TerminalUI

/// Masks values that must never be recorded (`ValuesToScrubFromLogging`) on a screen.
///
/// Every occurrence, in any letter case, is overwritten cell by cell with `*`, so the mask has
/// the value's width and the layout around it stays as it was; styles are kept.
public struct ScreenScrubber: Equatable, Sendable {
  /// The character a masked cell shows.
  public static let maskCharacter = "*"

  private let values: [[Character]]
  private let textScrubber: LogScrubber

  /// A scrubber for `values` (empty strings are ignored; longer values are masked first).
  public init(values: [String]) {
    let unique = Set(values.filter { !$0.isEmpty }.map { $0.lowercased() })
    self.values = unique.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
      .map { Array($0) }
    textScrubber = LogScrubber(values: values)
  }

  /// Whether there is nothing to mask.
  public var isEmpty: Bool { values.isEmpty }

  /// `buffer` with every value masked.
  public func scrub(_ buffer: CellBuffer) -> CellBuffer {
    guard !values.isEmpty else { return buffer }
    var result = buffer
    for y in 0..<buffer.height {
      var columns: [Int] = []
      var characters: [Character] = []
      for x in 0..<buffer.width where !buffer[x, y].isContinuation {
        for character in buffer[x, y].text.lowercased() {
          columns.append(x)
          characters.append(character)
        }
      }
      var masked = Array(repeating: false, count: characters.count)
      for value in values where value.count <= characters.count {
        var index = 0
        while index + value.count <= characters.count {
          if !masked[index], characters[index..<(index + value.count)].elementsEqual(value) {
            for offset in index..<(index + value.count) { masked[offset] = true }
            index += value.count
          } else {
            index += 1
          }
        }
      }
      for (offset, isMasked) in masked.enumerated() where isMasked {
        let x = columns[offset]
        let cell = buffer[x, y]
        let width = max(1, CharacterWidth.of(text: cell.text))
        result.put(
          String(repeating: Self.maskCharacter, count: width), x: x, y: y, style: cell.style)
      }
    }
    return result
  }

  /// `text` with every value masked by `*` of the same length.
  public func scrub(_ text: String) -> String {
    textScrubber.replace(in: text) { String(repeating: Self.maskCharacter, count: $0) }
  }
}
