/// Why a session store could not load or save.
public struct SessionStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A sentence saying what went wrong and where.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The sentence.
  public var description: String { message }
}
