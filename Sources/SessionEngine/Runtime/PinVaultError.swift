/// Why a PIN vault could not keep, check or forget a PIN: its store failed (never "wrong PIN"
/// or "reused PIN", which are answers, not failures).
public struct PinVaultError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why, as the store said it.
  public var reason: String
  /// The folder the vault's device lives in, or nil for a vault in memory.
  public var location: String?

  /// Creates an error.
  public init(reason: String, location: String? = nil) {
    self.reason = reason
    self.location = location
  }

  /// The reason.
  public var description: String { reason }
}
