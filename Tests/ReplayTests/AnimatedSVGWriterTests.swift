import Foundation
import Replay
import Screens
import SessionEngine
import TerminalUI
import TestSupport
import Testing

@Test(.scratchFolder) func svgIsSelfContainedWellFormedAndAnimatedByCSSOnly() throws {
  let svg = SVGFixture.writer().render()
  let root = try JUnitSchema.parse(svg).get()
  #expect(root.name == "svg")
  #expect(!svg.contains("<script"))
  #expect(!svg.contains("http://") || svg.components(separatedBy: "http://").count == 2)
  #expect(svg.contains("<title>fixture &lt;&amp;&gt;</title>"))
  // Frames at 1 s and 2 s of 3 s appear by keyframes; the first needs none.
  #expect(svg.contains("animation-duration:3s;"))
  #expect(svg.contains("animation-iteration-count:infinite"))
  #expect(svg.contains("@keyframes s0{0%{opacity:0}33.3333%{opacity:1}}"))
  #expect(svg.contains("@keyframes s1{0%{opacity:0}66.6667%{opacity:1}}"))
  #expect(!svg.contains("@keyframes s2"))
  // The cells' own colours, exactly, and a monospace font stack.
  #expect(svg.contains("fill:#c01020"))
  #expect(svg.contains("fill:#1030d0"))
  #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#202020\"/>"))
  #expect(svg.contains("font-family:ui-monospace,"))
  #expect(svg.contains(",monospace;"))
}

@Test(.scratchFolder) func svgStopsOnItsLastFrameWhenItDoesNotLoop() {
  let svg = SVGFixture.writer(loops: false).render()
  #expect(svg.contains("animation-fill-mode:forwards"))
  #expect(!svg.contains("infinite"))
}

@Test(.scratchFolder) func laterFramesHoldOnlyTheCellsThatChanged() throws {
  let svg = SVGFixture.writer().render()
  let root = try JUnitSchema.parse(svg).get()
  let defs = try #require(root.children.first { $0.name == "defs" })
  let texts = defs.children.map { definition in
    definition.children.filter { $0.name == "text" }.map(\.text)
  }
  // The first frame whole (two rows with something on them), then "EFGH" alone, then "two".
  #expect(texts == [["one"], ["ABCD"], ["EFGH"], ["two"]])
  let groups = root.children.filter { $0.name == "g" }
  #expect(groups.map { $0.attributes["class"] } == ["s0", "s1"])
  #expect(groups.map(\.children.count) == [1, 1])
  // A later piece hides what is under it: it draws its own background, even the canvas's.
  let title = try #require(defs.children.last)
  #expect(title.children.first?.name == "path")
}

/// The SVG and the asciicast `replays/demo-branded.tape` records, made in a fresh folder.
private func recordDemo() throws -> (svg: Data, cast: Data) {
  let folder = try ReplaysFolder.temporaryFolder()
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let options = RunnerOptions(outputDirectory: folder, svgDirectory: folder)
  let result = TapeRunner(options: options).run(path: ReplaysFolder.path + "/demo-branded.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  return (
    try Data(contentsOf: URL(fileURLWithPath: folder + "/demo-branded.svg")),
    try Data(contentsOf: URL(fileURLWithPath: folder + "/demo-branded.cast"))
  )
}

@Test(.scratchFolder) func svgRecordingOfATapeIsDeterministicAndSmall() throws {
  let first = try recordDemo()
  let second = try recordDemo()
  #expect(first.svg == second.svg)
  #expect(first.svg.count > 1000)
  // Frames share what they have in common: the SVG is at most three times the asciicast.
  #expect(
    first.svg.count <= 3 * first.cast.count, "svg \(first.svg.count) B, cast \(first.cast.count) B")
}

@Test(.scratchFolder) func demoSVGInTheDocsIsUpToDate() throws {
  // The README shows docs/demo-branded.svg: it must be what the tape records today.
  let docs = URL(fileURLWithPath: ReplaysFolder.path).deletingLastPathComponent()
    .appendingPathComponent("docs/demo-branded.svg")
  #expect(
    try Data(contentsOf: docs) == (try recordDemo()).svg,
    "docs/demo-branded.svg is stale: run swift run mamsim replay --svg docs replays/demo-branded.tape"
  )
}

@Test(.scratchFolder) func tapeOutputsAnimatedAndStillSVGs() throws {
  let scratch = try RunnerScratch()
  defer { scratch.remove() }
  try scratch.write(
    "svg.tape",
    """
    Set Loop false
    Output "out/demo.svg"
    Wait /Sign in to Contoso/
    Type "alex@contoso.com"
    Screenshot "shot.svg"
    Screenshot "shot.txt"

    """)
  let result = scratch.run("svg.tape")
  #expect(result.passed, "\(ReplayReport.lines(for: result).joined(separator: "\n"))")
  let animated = try scratch.read("out/demo.svg")
  #expect(animated.contains("@keyframes"))
  #expect(animated.contains("animation-fill-mode:forwards"))
  let still = try scratch.read("shot.svg")
  #expect(!still.contains("@keyframes"))
  #expect(still.contains(">alex@contoso.com "))
  #expect(try scratch.read("shot.txt").contains("alex@contoso.com"))
}

@Test(.scratchFolder) func loopIsASettingWithDiagnostics() throws {
  let parsed = try TapeLoader.load(
    text: "Set Loop false\nOutput \"a.svg\"\nSleep 1s\n", file: "t.tape", folder: "d"
  ).get()
  #expect(parsed.loops == false)
  #expect(parsed.outputs == [.svg("d/a.svg")])
  #expect(try TapeLoader.load(text: "Sleep 1s\n", file: "t.tape", folder: ".").get().loops)
  let (_, problems) = TapeParser.parse("Set Loop maybe\nSet Lop true\n", file: "t.tape")
  #expect(
    problems.map(\.description) == [
      "t.tape:1:10: maybe is not true or false (Set Loop true plays an SVG recording again and "
        + "again; false stops at the end)",
      "t.tape:2:5: unknown setting \"Lop\"; did you mean \"Loop\"?",
    ])
  let (_, late) = TapeParser.parse("Sleep 1s\nSet Loop true\n", file: "t.tape")
  #expect(late.first?.description.contains("Set Loop must come before the first command") == true)
}

@Test(.scratchFolder) func reverseDimCursorAndDefaultColoursAreDrawnAsATerminalWould() throws {
  let (red, white) = (SVGFixture.red, SVGFixture.white)
  var buffer = CellBuffer(
    width: 10, height: 2, style: CellStyle(background: .rgb(SVGFixture.canvas)))
  buffer.put(
    "R", x: 0, y: 0, style: CellStyle(foreground: .rgb(red), background: .rgb(white), reverse: true)
  )
  buffer.put(
    "D", x: 2, y: 0, style: CellStyle(foreground: .rgb(white), background: .rgb(red), dim: true))
  buffer.put("d", x: 4, y: 0, style: .plain)
  buffer.put("c", x: 6, y: 1, style: CellStyle(foreground: .rgb(white), background: .rgb(red)))
  buffer.cursorPosition = CursorPosition(x: 6, y: 1)
  let svg = AnimatedSVGWriter.still(buffer, title: nil)
  // Reverse swaps the colours: red behind, white text.
  #expect(svg.contains("fill:#c01020}"))
  // Dim text is half-way between its colour and its background: (F0+C0)/2, (F0+10)/2, (F0+20)/2.
  #expect(svg.contains("fill:#d88088"))
  // The terminal's own colours, for cells that ask for them.
  #expect(svg.contains("fill:#d8d8d8"))
  #expect(svg.contains("fill:#17191e"))
  // The cursor's cell is a block: its colours swapped (white behind red text).
  let root = try JUnitSchema.parse(svg).get()
  let rows = try #require(root.children.first { $0.name == "defs" }).children
  let cursorRow = try #require(rows.last)
  let cursorText = try #require(cursorRow.children.first { $0.name == "text" && $0.text == "c" })
  let css = svg.components(separatedBy: "<style>")[1]
  #expect(css.contains(".\(cursorText.attributes["class"] ?? "?"){fill:#c01020"))
}

@Test(.scratchFolder) func wideCharactersAreRedrawnWhole() throws {
  var first = CellBuffer(width: 8, height: 1)
  first.put("日本語", x: 0, y: 0)
  var second = first
  second.put("日本字", x: 0, y: 0)
  var writer = AnimatedSVGWriter(width: 8, height: 1, title: nil)
  writer.frame(first, at: .zero)
  writer.frame(second, at: .seconds(1))
  let root = try JUnitSchema.parse(writer.render()).get()
  let rows = try #require(root.children.first { $0.name == "defs" }).children
  let changed = try #require(rows.last?.children.first { $0.name == "text" })
  // Only the third character changed; with the cell before it (to hide the edges of the old
  // glyph) the piece starts in the second half of the second character, so that one is drawn
  // whole too, from its first cell, and the first is left alone.
  #expect(changed.text == "本字")
  #expect(changed.attributes["x"] == "12")
  #expect(changed.attributes["textLength"] == "24")
}

@Test(.scratchFolder) func boxDrawingLinesAreRectanglesThatReachTheCellsEdges() throws {
  var buffer = CellBuffer(width: 6, height: 2)
  buffer.put("╭──╮ab", x: 0, y: 0)
  buffer.put("│┃", x: 0, y: 1)
  let svg = AnimatedSVGWriter.still(buffer, title: nil)
  let root = try JUnitSchema.parse(svg).get()
  let rows = try #require(root.children.first { $0.name == "defs" }).children
  #expect(rows.count == 2)
  let top = try #require(rows.first)
  // The lines are not left to the font: only "ab" is text.
  #expect(top.children.filter { $0.name == "text" }.map(\.text) == ["ab"])
  // The top line is one rectangle from the middle of the first cell to the middle of the
  // fourth; the corners go down to the row's bottom edge (3 units under the baseline).
  let lines = top.children.filter { $0.name == "path" }.map { $0.attributes["d"] }
  #expect(lines == ["M3-3h19v1h-19zM3-3h1v6h-1zM21-3h1v6h-1z"])
  // Upright lines run from the row's top edge to its bottom; a heavy one is twice as thick.
  let bottom = try #require(rows.last).children.filter { $0.name == "path" }
  #expect(bottom.map { $0.attributes["d"] } == ["M3-9h1v12h-1zM8-9h2v12h-2z"])
  let css = svg.components(separatedBy: "<style>")[1]
  let lineClass = try #require(bottom.first?.attributes["class"])
  #expect(css.contains(".\(lineClass){fill:#d8d8d8}"))
}
