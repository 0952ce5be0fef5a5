import SessionEngine

/// The outcome of reading an MDX policy file: the policies unless an error prevents it, and
/// every diagnostic.
public struct MDXPolicyFileResult: Equatable, Sendable {
  /// The policies, when no error was found.
  public var policies: MDXPolicies?
  /// Everything worth telling, in the order found.
  public var diagnostics: [Diagnostic]
}
