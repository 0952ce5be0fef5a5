/// A PIN or password: compared and handed to the services, never printed.
///
/// Its description is a mask, so a secret that slips into a log, a dump or a test failure shows
/// only its length. Two secrets are equal when their UTF-8 bytes are, the rule the stored PIN
/// hash follows: `é` typed as one character and as `e` with a combining accent are two PINs, so
/// a confirmation that matches the first PIN also unlocks what it set.
public struct Secret: Equatable, Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  private let value: String

  /// Wraps a secret typed by the user.
  public init(_ value: String) {
    self.value = value
  }

  /// The secret itself, for the one place that must check it.
  public func reveal() -> String { value }

  /// How many characters the secret has.
  public var count: Int { value.count }

  /// Whether `left` and `right` are the same bytes.
  public static func == (left: Secret, right: Secret) -> Bool {
    left.value.utf8.elementsEqual(right.value.utf8)
  }

  /// Hashes the bytes, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    for byte in value.utf8 { hasher.combine(byte) }
  }

  /// A mask such as `<secret: 4 characters>`.
  public var description: String { "<secret: \(value.count) characters>" }

  /// The same mask as `description`.
  public var debugDescription: String { description }
}
