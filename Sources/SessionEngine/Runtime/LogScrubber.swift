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

  /// `text` with every stretch that scrubbed values cover replaced by `replacement(stretch
  /// length in characters)`.
  ///
  /// Every occurrence of every value is covered, overlapping ones too, and each run of covered
  /// bytes is replaced whole: values that overlap or chain (`Pilot-Alex` and `Alex-Smith` in
  /// `Pilot-Alex-Smith`) leave nothing of any of them. Matching ignores the case of ASCII
  /// letters and compares other bytes exactly.
  public func replace(in text: String, with replacement: (Int) -> String) -> String {
    guard !needles.isEmpty else { return text }
    let bytes = Array(text.utf8)
    let folded = bytes.map(LogScrubber.fold)
    var covered = [Bool](repeating: false, count: bytes.count)
    var changed = false
    for index in folded.indices {
      for needle in needles where needle.count <= folded.count - index {
        if folded[index] == needle[0], folded[index..<(index + needle.count)].elementsEqual(needle)
        {
          for place in index..<(index + needle.count) { covered[place] = true }
          changed = true
        }
      }
    }
    guard changed else { return text }
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard covered[index] else {
        output.append(bytes[index])
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, covered[end] { end += 1 }
      let original = String(decoding: bytes[index..<end], as: UTF8.self)
      output += Array(replacement(original.count).utf8)
      index = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether the scrubber has anything to replace.
  public var isEmpty: Bool { needles.isEmpty }

  private static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
