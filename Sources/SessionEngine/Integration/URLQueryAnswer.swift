/// What `canOpenURL` told the app about a scheme whose app is installed on the phone, and why.
public struct URLQueryAnswer: Equatable, Hashable, Sendable, Codable {
  /// Why `canOpenURL` answered as it did.
  public enum Reason: Equatable, Hashable, Sendable, Codable {
    /// The scheme (and, while a policy is enforced, its twin) is declared: the answer is right.
    case declared
    /// The scheme is not in `LSApplicationQueriesSchemes`: iOS answers no.
    case notDeclared
    /// The scheme is listed past Apple's limit of this many schemes: iOS answers no, always.
    case pastLimit(Int)
    /// A policy is enforced and the scheme's twin (named) is not declared: the SDK asks iOS
    /// about the twin, and iOS answers no although the app is installed (the guide's wrong
    /// answer).
    case twinMissing(String)
  }

  /// The scheme asked about.
  public var scheme: String
  /// What `canOpenURL` answered.
  public var answer: Bool
  /// Why.
  public var reason: Reason

  /// Creates an answer.
  public init(scheme: String, answer: Bool, reason: Reason) {
    self.scheme = scheme
    self.answer = answer
    self.reason = reason
  }

  /// Whether the answer is wrong: the app is installed, so only a yes is right.
  public var isWrong: Bool { !answer }

  /// Whether the guide's remedy gives the right answer: `isURLAllowed(_:isKnownManagedAppScheme:
  /// true)` first, then `canOpenURL` under the empty identity (which asks iOS about the scheme
  /// itself). A scheme iOS never answers for (undeclared, past the limit) stays a no.
  public var remedyHelps: Bool {
    if case .twinMissing = reason { return true }
    return false
  }

  /// The answer as a short technical line for the decision log (not translated).
  public var logText: String {
    let said = "canOpenURL(\(scheme))=\(answer ? "YES" : "NO")"
    switch reason {
    case .declared: return said
    case .notDeclared: return said + ": not queried"
    case .pastLimit(let limit): return said + ": past the limit of \(limit)"
    case .twinMissing(let twin): return said + ": \(twin) not listed"
    }
  }
}
