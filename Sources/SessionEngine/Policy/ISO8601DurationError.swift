/// Why a text is not an ISO 8601 duration the emulator accepts.
public struct ISO8601DurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text that was given.
  public var text: String
  /// What is wrong with it, in our words.
  public var reason: String

  /// Creates an error for `text`.
  public init(text: String, reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `"P1Y" is not a usable duration: ...`.
  public var description: String { "\"\(text)\" is not a usable ISO 8601 duration: \(reason)" }
}
