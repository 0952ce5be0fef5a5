/// A place where `mamsim present` stops: a scene of the tape, or its start or end when those
/// are not scenes.
struct PresentStop: Equatable, Sendable {
  /// What the stop is.
  enum Kind: Equatable, Sendable {
    /// The tape's start, for a tape without scenes.
    case start
    /// Scene `number` (from 1) of the tape.
    case scene(TapeScene, number: Int)
    /// The tape's end, after its last scene.
    case end
  }

  /// How many of the tape's steps are played at the stop.
  var position: Int
  /// What the stop is.
  var kind: Kind

  /// The stops of `steps`: after each `Scene` line (else at the start), and at the end when
  /// steps follow the last scene.
  static func stops(of steps: [TapeStep]) -> [PresentStop] {
    var stops: [PresentStop] = []
    for (index, step) in steps.enumerated() {
      if case .scene(let scene) = step.command {
        stops.append(PresentStop(position: index + 1, kind: .scene(scene, number: stops.count + 1)))
      }
    }
    if stops.isEmpty { stops.append(PresentStop(position: 0, kind: .start)) }
    if let last = stops.last, last.position < steps.count {
      stops.append(PresentStop(position: steps.count, kind: .end))
    }
    return stops
  }
}
