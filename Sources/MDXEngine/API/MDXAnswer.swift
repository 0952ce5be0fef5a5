/// One answer of the `MdxManager` API: the value as the app's code would print it, and why.
public struct MDXAnswer: Equatable, Hashable, Sendable {
  /// The value as text (`true`, `false`, a policy value, `nil`, a dictionary).
  public var value: String
  /// Why this is the answer in the current mode and state.
  public var reason: MDXAnswerReason
  /// Whether the answer is not to be trusted (asked at a moment the reference warns against).
  public var undefined: Bool

  /// Creates an answer.
  public init(_ value: String, _ reason: MDXAnswerReason, undefined: Bool = false) {
    self.value = value
    self.reason = reason
    self.undefined = undefined
  }
}
