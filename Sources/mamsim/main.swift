StandardStreams.standInForClosedStreams()
if let refusal = ArgumentEncoding.refusal() {
  StandardStreams.writeErrorLine(refusal)
  ProcessEnd.end(with: ExitCode.usage)
}
ProcessEnd.end(with: MamsimCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
