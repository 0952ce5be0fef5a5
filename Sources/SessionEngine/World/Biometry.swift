/// The phone's biometric sensor.
public enum Biometry: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  /// A face sensor.
  case faceID
  /// A fingerprint sensor.
  case touchID
  /// No sensor.
  case none

  /// The sensor named `name`, ignoring case (`faceid`, `TouchID`, ...); nil for anything else.
  public init?(named name: String) {
    guard
      let found = Biometry.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { return nil }
    self = found
  }

  /// The names, as scenarios write them.
  public static var names: [String] { allCases.map(\.rawValue) }
}
