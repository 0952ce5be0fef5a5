/// A dotted version such as `16.4` or `17.0.1`, compared part by part; missing parts count as zero.
public struct VersionNumber: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric parts as written.
  public let components: [Int]

  /// Parses one to eight dot-separated whole numbers; anything else is nil.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...8).contains(parts.count) else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(part)
      else { return nil }
      components.append(value)
    }
    self.components = components
  }

  /// Why `text`, made of numbers and dots, is still not a version (too many parts, or a part
  /// too large), in words to follow the quoted text; nil when it is a version or holds
  /// anything else.
  public static func excess(in text: String) -> String? {
    guard VersionNumber(text) == nil else { return nil }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
      return nil
    }
    if parts.count > 8 { return "has more than eight parts; a version has one to eight" }
    return "has a number too large for a version part, which is at most nine digits"
  }

  /// The parts without trailing zeros: `17.0` and `17` are the same version.
  private var significant: ArraySlice<Int> {
    var parts = components[...]
    while parts.count > 1, parts.last == 0 { parts = parts.dropLast() }
    return parts
  }

  /// The version as written, parts joined by dots.
  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Whether two versions are the same once trailing zero parts are ignored.
  public static func == (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
    lhs.significant == rhs.significant
  }

  /// Hashes the version without its trailing zero parts, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Array(significant))
  }

  /// Whether `lhs` is an earlier version, comparing part by part.
  public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
    let count = max(lhs.components.count, rhs.components.count)
    for index in 0..<count {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }
}
