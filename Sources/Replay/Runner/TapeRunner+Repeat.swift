import Dispatch
import Synchronization

extension TapeRunner {
  /// What a batch of repeated plays gave: the failing play (or the last one), and how many ran.
  public struct RepeatedPlays: Sendable {
    /// The first play that failed, else the last one played; its `wallTime` is the whole batch's.
    public var result: TapeResult
    /// How many plays ran (fewer than asked when one failed).
    public var played: Int
  }

  /// Plays `tape` `times` times, each on a fresh device, spread over `workers` threads (one when
  /// the tape keeps its device in a state folder, which plays must not share); stops once a play
  /// fails.
  public func play(_ tape: Tape, times: Int, workers: Int) -> RepeatedPlays {
    let clock = ContinuousClock()
    let began = clock.now
    let batch = Batch()
    let threads = tape.statePath == nil ? max(1, min(workers, times)) : 1
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while batch.claim(below: times) {
        batch.finished(run(tape))
      }
    }
    var outcome = batch.outcome(file: tape.file)
    outcome.result.wallTime = clock.now - began
    return outcome
  }

  /// The plays of one batch as the worker threads share them.
  private final class Batch: Sendable {
    private struct Progress {
      var started = 0
      var played = 0
      var failure: TapeResult?
      var last: TapeResult?
    }
    private let progress = Mutex(Progress())

    /// Takes the next play, unless `count` have started or one has failed.
    func claim(below count: Int) -> Bool {
      progress.withLock { progress in
        guard progress.failure == nil, progress.started < count else { return false }
        progress.started += 1
        return true
      }
    }

    /// Records a play's result.
    func finished(_ result: TapeResult) {
      progress.withLock { progress in
        progress.played += 1
        if !result.passed, progress.failure == nil { progress.failure = result }
        progress.last = result
      }
    }

    /// The failing play or the last one, and how many ran.
    func outcome(file: String) -> RepeatedPlays {
      progress.withLock { progress in
        RepeatedPlays(
          result: progress.failure ?? progress.last ?? TapeResult(file: file),
          played: progress.played)
      }
    }
  }
}
