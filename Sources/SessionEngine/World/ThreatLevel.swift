/// The threat level a mobile threat defense app reports for the phone, lowest first.
public enum ThreatLevel: String, CaseIterable, Comparable, Equatable, Hashable, Sendable, Codable {
  /// No threat found.
  case secured
  /// A low threat.
  case low
  /// A medium threat.
  case medium
  /// A high threat.
  case high

  /// Whether `left` is a lower threat than `right`.
  public static func < (left: ThreatLevel, right: ThreatLevel) -> Bool {
    allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
  }

  /// The level named `name`, ignoring case; nil for anything else.
  public init?(named name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The names, as scenarios and tapes write them.
  public static var names: [String] { allCases.map(\.rawValue) }

  /// The next level up, wrapping from the highest to the lowest (the device panel's cycle).
  public var next: ThreatLevel {
    let all = ThreatLevel.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }
}
