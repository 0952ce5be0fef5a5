/// Why a tape could not be loaded: every problem found, errors and warnings, in file order.
public struct TapeLoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// All diagnostics; at least one is an error.
  public var diagnostics: [TapeDiagnostic]

  /// Creates a failure from its diagnostics.
  public init(diagnostics: [TapeDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Only the errors.
  public var errors: [TapeDiagnostic] { diagnostics.filter(\.isError) }

  /// One diagnostic a line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
