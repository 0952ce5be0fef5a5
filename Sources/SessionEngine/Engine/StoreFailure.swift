/// What the device's store failed to do, and where the device lives: the content of the error
/// screen that replaces a PIN screen when the PIN vault cannot be read or written.
///
/// A failure is never an answer: it is not a wrong PIN, and not a refused (reused) one.
public struct StoreFailure: Equatable, Sendable, Codable {
  /// Which request of the engine the store could not carry out.
  public enum Operation: String, Equatable, Sendable, Codable, CaseIterable {
    /// Keeping a new app PIN (`storePin`).
    case savePin
    /// Checking a typed PIN (`verifyPin`).
    case checkPin
    /// Forgetting the app PIN (`clearPin`).
    case clearPin
    /// Saving a step of the session (the state, the clock, the world).
    case saveStep
  }

  /// Which request failed.
  public var operation: Operation
  /// Why, as the store said it.
  public var reason: String
  /// The folder the device lives in, or nil for a device held in memory.
  public var location: String?

  /// Creates a failure.
  public init(_ operation: Operation, reason: String, location: String? = nil) {
    self.operation = operation
    self.reason = reason
    self.location = location
  }
}

extension StoreFailure {
  /// The failure of `operation` that the PIN vault reported as `error`.
  public init(_ operation: Operation, _ error: PinVaultError) {
    self.init(operation, reason: error.reason, location: error.location)
  }
}
