/// Replaces values that must never be logged (`ValuesToScrubFromLogging`, passwords) in log text.
public struct LogScrubber: Equatable, Sendable {
  /// What a scrubbed value becomes.
  public static let mask = "<scrubbed>"

  /// The values, longest first, as lower-cased UTF-8.
  private let needles: [[UInt8]]

  /// A scrubber for `values` (empty strings are ignored; longer values are replaced first).
  public init(values: [String]) {
    let unique = Array(Set(values.filter { !$0.isEmpty }.map { $0.lowercased() }))
    needles = unique.sorted {
      $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1
    }
    .map { Array($0.utf8) }
  }

  /// `text` with every scrubbed value, in any letter case, replaced by the mask.
  public func scrub(_ text: String) -> String {
    replace(in: text) { _ in LogScrubber.mask }
  }

  /// `text` with every scrubbed value replaced by `replacement(value length in characters)`.
  ///
  /// Matching ignores the case of ASCII letters and compares other bytes exactly.
  public func replace(in text: String, with replacement: (Int) -> String) -> String {
    guard !needles.isEmpty else { return text }
    let bytes = Array(text.utf8)
    let folded = bytes.map(LogScrubber.fold)
    var output: [UInt8] = []
    var index = 0
    var changed = false
    scan: while index < folded.count {
      for needle in needles where needle.count <= folded.count - index {
        if folded[index] == needle[0], folded[index..<(index + needle.count)].elementsEqual(needle)
        {
          let original = String(decoding: bytes[index..<(index + needle.count)], as: UTF8.self)
          output += Array(replacement(original.count).utf8)
          index += needle.count
          changed = true
          continue scan
        }
      }
      output.append(bytes[index])
      index += 1
    }
    return changed ? String(decoding: output, as: UTF8.self) : text
  }

  /// Whether the scrubber has anything to replace.
  public var isEmpty: Bool { needles.isEmpty }

  private static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
