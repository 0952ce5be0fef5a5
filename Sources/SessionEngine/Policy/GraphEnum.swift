/// A Microsoft Graph enumeration: lowerCamel raw values, read without regard to case.
public protocol GraphEnum: RawRepresentable, CaseIterable, Equatable, Sendable, Codable
where RawValue == String {
  /// The value the session acts on for this one: itself, unless the emulated device makes two
  /// of Graph's values mean the same (a property that takes one takes the other too).
  var emulatedAs: Self { get }
}

extension GraphEnum {
  /// The case whose raw value equals `text` ignoring case, or nil.
  public init?(graphValue text: String) {
    let lowered = text.lowercased()
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = match
  }

  /// Every raw value, for messages listing what is allowed.
  public static var allowedValues: String {
    allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
  }

  /// The value itself: most values mean only themselves.
  public var emulatedAs: Self { self }
}
