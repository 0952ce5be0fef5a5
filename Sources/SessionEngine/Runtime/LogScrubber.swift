/// Replaces values that must never be logged (`ValuesToScrubFromLogging`, passwords) in log text.
public struct LogScrubber: Equatable, Sendable {
  /// What a scrubbed value becomes.
  public static let mask = "<scrubbed>"

  private let values: [String]

  /// A scrubber for `values` (empty strings are ignored; longer values are replaced first).
  public init(values: [String]) {
    self.values = Array(Set(values.filter { !$0.isEmpty })).sorted {
      $0.count != $1.count ? $0.count > $1.count : $0 < $1
    }
  }

  /// `text` with every scrubbed value, in any letter case, replaced by the mask.
  public func scrub(_ text: String) -> String {
    var result = text
    for value in values {
      result = result.replacingEvery(value, with: LogScrubber.mask)
    }
    return result
  }
}

extension String {
  /// The string with every case-insensitive occurrence of `target` replaced by `replacement`.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    let needle = Array(target.lowercased())
    let haystack = Array(self)
    let lowered = haystack.map { Character($0.lowercased()) }
    guard !needle.isEmpty, lowered.count == haystack.count else {
      return needle.isEmpty ? self : lowercasedFallback(target, replacement)
    }
    var output = ""
    var index = 0
    while index < haystack.count {
      if index + needle.count <= haystack.count,
        Array(lowered[index..<(index + needle.count)]) == needle
      {
        output += replacement
        index += needle.count
      } else {
        output.append(haystack[index])
        index += 1
      }
    }
    return output
  }

  /// An exact-case replacement for the rare text whose lower-casing changes its length.
  private func lowercasedFallback(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
