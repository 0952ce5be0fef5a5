/// Why a tape could not be loaded: every problem found, errors and warnings, in file order.
public struct TapeLoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// All diagnostics; at least one is an error.
  public var diagnostics: [TapeDiagnostic]

  /// The tape as far as it could be read (its lines without errors), so `check` can also name
  /// what its `Set` files would refuse; `TapeLoader` always gives it, other failures may not.
  public var partial: Tape?

  /// Creates a failure from its diagnostics, put in reading order.
  public init(diagnostics: [TapeDiagnostic], partial: Tape? = nil) {
    self.diagnostics = TapeDiagnostic.inReadingOrder(diagnostics)
    self.partial = partial
  }

  /// Only the errors.
  public var errors: [TapeDiagnostic] { diagnostics.filter(\.isError) }

  /// One diagnostic a line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
