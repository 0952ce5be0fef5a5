/// What one app's last class-method call on the shared vault gave back.
public struct MDXVaultClassResult: Equatable, Hashable, Sendable, Codable {
  /// The data `getVaultDataFromVault` returned (nil after a failure or another call).
  public var data: [String: String]?
  /// The call's error, nil after a success.
  public var error: MDXVaultError?

  /// Creates a result.
  public init(data: [String: String]? = nil, error: MDXVaultError? = nil) {
    self.data = data
    self.error = error
  }
}
