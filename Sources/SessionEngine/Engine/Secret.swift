/// A PIN or password: compared and handed to the services, never printed.
///
/// Its description is a mask, so a secret that slips into a log, a dump or a test failure shows
/// only its length.
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

  /// A mask such as `<secret: 4 characters>`.
  public var description: String { "<secret: \(value.count) characters>" }

  /// The same mask as `description`.
  public var debugDescription: String { description }
}
