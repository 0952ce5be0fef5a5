import SessionEngine
import Testing

extension SessionRuntime {
  /// Makes `change` to the world; a refusal fails the test.
  func change(_ change: WorldChange, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try apply(change)
    } catch {
      Issue.record("the change \(change) was refused: \(error)", sourceLocation: sourceLocation)
    }
  }
}
