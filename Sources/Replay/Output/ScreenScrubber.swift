import Screens
import SessionEngine

/// Masks values that must never be recorded (`ValuesToScrubFromLogging`) on a screen.
///
/// Every occurrence, in any letter case, is overwritten cell by cell with `*`, so the mask has
/// the value's width and the layout around it stays as it was; styles are kept.
public struct ScreenScrubber: Equatable, Sendable {
  /// The character a masked cell shows.
  public static let maskCharacter = "*"

  private let values: [[Character]]
  /// The values as lower-case ASCII bytes, when every value is ASCII: for a quick look at
  /// whether a screen can hold any of them at all.
  private let asciiValues: [[UInt8]]?
  private let textScrubber: LogScrubber

  /// A scrubber for `values` (empty strings are ignored; longer values are masked first).
  public init(values: [String]) {
    let unique = Set(values.filter { !$0.isEmpty }.map { $0.lowercased() })
    self.values = unique.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
      .map { Array($0) }
    let sorted = unique.sorted()
    asciiValues =
      sorted.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? sorted.map { Array($0.utf8) } : nil
    textScrubber = LogScrubber(values: values)
  }

  /// Whether there is nothing to mask.
  public var isEmpty: Bool { values.isEmpty }

  /// `buffer` with every value masked.
  public func scrub(_ buffer: CellBuffer) -> CellBuffer {
    guard !values.isEmpty, mayHoldAValue(buffer) else { return buffer }
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

  /// False when `buffer` certainly shows none of the values (all ASCII): its text, lower-cased,
  /// with each other scalar standing for any one letter (only the Kelvin sign lower-cases to an
  /// ASCII letter), holds none of them.
  private func mayHoldAValue(_ buffer: CellBuffer) -> Bool {
    guard let asciiValues else { return true }
    let wildcard: UInt8 = 0xFF
    var skeleton: [UInt8] = []
    buffer.withTextUTF8(trimmingTrailingSpaces: false) { bytes in
      skeleton.reserveCapacity(bytes.count)
      for byte in bytes {
        switch byte {
        case 0x41...0x5A: skeleton.append(byte | 0x20)
        case 0x80...0xBF: continue  // the rest of a scalar already counted
        case 0xC0...: skeleton.append(wildcard)
        default: skeleton.append(byte)
        }
      }
    }
    return asciiValues.contains { value in
      guard value.count <= skeleton.count else { return false }
      return (0...(skeleton.count - value.count)).contains { start in
        value.indices.allSatisfy { offset in
          let byte = skeleton[start + offset]
          return byte == value[offset] || byte == wildcard
        }
      }
    }
  }

  /// `text` with every value masked by `*` of the same length.
  public func scrub(_ text: String) -> String {
    textScrubber.replace(in: text) { String(repeating: Self.maskCharacter, count: $0) }
  }
}
