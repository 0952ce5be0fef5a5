/// Why a GIF, PNG or video recording could not be made, in a sentence for the user.
public struct RasterFailure: Error, Equatable, Sendable {
  /// What went wrong and, where it helps, what to install.
  public var message: String

  /// A failure saying `message`.
  init(_ message: String) { self.message = message }
}
