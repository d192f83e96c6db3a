#!/usr/bin/env bash
# Runs a real, single-node Apache Kafka broker (KRaft, combined broker + controller) from the
# official Maven Central jars, for machines without Docker. Jars are cached outside the work
# tree; broker data lives in a state folder this script owns; stop ends only the pid it started.
#
#   deploy/local/kafka.sh start   [--port 9092] [--state-dir DIR]   start unless already up
#   deploy/local/kafka.sh stop    [--port 9092] [--state-dir DIR]   stop the broker this script started
#   deploy/local/kafka.sh status  [--port 9092] [--state-dir DIR]   exit 0 if up
#   deploy/local/kafka.sh fetch                                     download the jars only
#
# Environment: KAFKA_VERSION (pinned below), KAFKA_CACHE_DIR, KAFKA_HEAP_OPTS, KAFKA_JVM_PERFORMANCE_OPTS.
#
# Sized for a developer's machine of two cores where the broker shares the CPU with Postgres,
# Redis, four Node processes and a load generator: few threads, a small heap, no periodic work
# that only a production cluster needs. Each setting says why in write_config and start below,
# and docs/operations.md ("Local Kafka operations") has the measurements.
set -euo pipefail

KAFKA_VERSION="${KAFKA_VERSION:-3.9.1}"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE_ROOT="${KAFKA_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/conversion-platform/kafka}"
LIBS_DIR="$CACHE_ROOT/$KAFKA_VERSION/libs"
PORT=9092
STATE_DIR=""

cmd="${1:-}"
shift || true
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port) PORT="$2"; shift 2 ;;
    --state-dir) STATE_DIR="$2"; shift 2 ;;
    *) echo "kafka.sh: unknown option '$1' (expected --port N or --state-dir DIR)" >&2; exit 2 ;;
  esac
done
if ! [[ "$PORT" =~ ^[0-9]+$ ]] || (( PORT < 1024 || PORT > 65000 )); then
  echo "kafka.sh: --port must be a number between 1024 and 65000, got '$PORT'" >&2
  exit 2
fi
CONTROLLER_PORT=$((PORT + 1))
STATE_DIR="${STATE_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/conversion-platform/kafka-$PORT}"
PID_FILE="$STATE_DIR/kafka.pid"
LOG_FILE="$STATE_DIR/kafka.out"

log() { echo "[kafka] $*" >&2; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

our_pid() {
  # The pid file only counts if that process is still the java broker we started.
  [[ -f "$PID_FILE" ]] || return 1
  local pid
  pid="$(cat "$PID_FILE")"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null && grep -q "kafka.Kafka" "/proc/$pid/cmdline" 2>/dev/null || return 1
  echo "$pid"
}

fetch() {
  if [[ -f "$LIBS_DIR/.complete" ]]; then return 0; fi
  command -v mvn >/dev/null || { log "Maven (mvn) is required to fetch Kafka jars; install it (apt-get install maven)"; exit 1; }
  command -v java >/dev/null || { log "Java 17+ is required to run Kafka; install it (apt-get install openjdk-17-jre-headless)"; exit 1; }
  log "fetching Apache Kafka $KAFKA_VERSION jars from Maven Central into $LIBS_DIR"
  local tmp="$LIBS_DIR.tmp.$$"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  mvn -q -B -Dstyle.color=never -f "$SCRIPT_DIR/kafka/pom.xml" -Dkafka.version="$KAFKA_VERSION" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$tmp" >&2
  touch "$tmp/.complete"
  rm -rf "$LIBS_DIR"
  mv "$tmp" "$LIBS_DIR"
}

write_config() {
  mkdir -p "$STATE_DIR/data"
  cat >"$STATE_DIR/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$STATE_DIR/data
num.partitions=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=12
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
min.insync.replicas=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
log.retention.hours=168
# Threads for a small machine (the defaults are sized for a dedicated server with many cores):
# - one network thread (default 3) per listener: a handful of local clients; a single selector
#   reads and writes far more requests per second than the platform makes on two cores;
# - two request handler threads (default 8): one per core; fetches that wait for data park in
#   purgatory and do not hold a thread;
# - two background threads (default 10) for the scheduler (retention checks, checkpoints);
# - one log cleaner thread (the default, stated here), for the compacted __consumer_offsets.
num.network.threads=1
num.io.threads=2
background.threads=2
log.cleaner.threads=1
# The cleaner allocates its dedupe buffer on the heap at start (default 128 MiB): 16 MiB still
# maps about 600,000 keys per pass, far more than the offsets of a development broker, and lets
# the heap be small.
log.cleaner.dedupe.buffer.size=16777216
# The active controller appends a no-op record to the metadata log every 500 ms by default (a
# liveness signal between controllers and brokers of a cluster); with one combined node it is
# only a write and an fsync twice a second, so once every 5 s.
metadata.max.idle.interval.ms=5000
# Every partition's high watermark is written to a checkpoint file (and fsynced) every 5 s by
# default; with a single replica the leader's log is the truth after a restart, so every 30 s.
replica.high.watermark.checkpoint.interval.ms=30000
EOF
  cat >"$STATE_DIR/log4j.properties" <<EOF
log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.KafkaRaftServer=INFO
EOF
}

start() {
  if pid="$(our_pid)"; then
    log "already running (pid $pid) on 127.0.0.1:$PORT"
    return 0
  fi
  if port_open "$PORT"; then
    log "127.0.0.1:$PORT is already in use by a process this script did not start; not starting another broker"
    exit 3
  fi
  fetch
  write_config
  local cp="$LIBS_DIR/*"
  if [[ ! -f "$STATE_DIR/data/meta.properties" ]]; then
    local cluster_id
    cluster_id="$(java -cp "$cp" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)"
    java -Dlog4j.configuration="file:$STATE_DIR/log4j.properties" -cp "$cp" kafka.tools.StorageTool format \
      -t "$cluster_id" -c "$STATE_DIR/server.properties" --ignore-formatted >&2
  fi
  log "starting Kafka $KAFKA_VERSION on 127.0.0.1:$PORT (state in $STATE_DIR)"
  # Heap: its live set under the platform's load is about 50 MB (with the cleaner's 16 MiB
  # buffer), so 256 MiB at most leaves room for bursts; it starts at 64 MiB and grows only if
  # needed. The broker's data is in the page cache, not the heap. (It was -Xms512m -Xmx1g, a
  # resident size of 550 to 700 MB.)
  # GC: the serial collector. A heap this small collects in a few milliseconds, so a concurrent
  # collector's extra threads and background work (G1 runs two parallel, a marking, a concurrent,
  # a refinement and a service thread here) buy nothing but CPU and memory.
  # The number of CPUs is left to the JVM: with the serial collector it only sizes the JIT
  # compiler threads (2 on two cores), and it must not be lied to on larger machines.
  # setsid detaches it from the caller's terminal so a Ctrl-C there does not kill it mid-write;
  # `stop` is the way to end it.
  # shellcheck disable=SC2086 # the options are lists of words
  setsid nohup java ${KAFKA_HEAP_OPTS:--Xms64m -Xmx256m} ${KAFKA_JVM_PERFORMANCE_OPTS:--XX:+UseSerialGC} \
    -Djava.awt.headless=true -Dlog4j.configuration="file:$STATE_DIR/log4j.properties" \
    -cp "$cp" kafka.Kafka "$STATE_DIR/server.properties" >"$LOG_FILE" 2>&1 </dev/null &
  echo $! >"$PID_FILE"
  local deadline=$((SECONDS + 60))
  # Ready means the broker said it started (its metadata is loaded), not only that the port is
  # open: a client connecting in between may be told the cluster has no topics yet.
  until port_open "$PORT" && grep -q "Kafka Server started" "$LOG_FILE"; do
    if ! kill -0 "$(cat "$PID_FILE")" 2>/dev/null; then
      log "broker exited during start; last lines of $LOG_FILE:"
      tail -n 30 "$LOG_FILE" >&2
      exit 1
    fi
    if (( SECONDS > deadline )); then
      log "broker did not open 127.0.0.1:$PORT within 60 s; see $LOG_FILE"
      exit 1
    fi
    sleep 0.2
  done
  log "ready on 127.0.0.1:$PORT (pid $(cat "$PID_FILE"))"
}

stop() {
  local pid
  if ! pid="$(our_pid)"; then
    log "no broker started by this script is running for port $PORT"
    rm -f "$PID_FILE"
    return 0
  fi
  log "stopping pid $pid"
  kill -TERM "$pid"
  # A controlled shutdown flushes logs and takes a few seconds; give it 30 before forcing.
  for _ in $(seq 1 150); do
    kill -0 "$pid" 2>/dev/null || { rm -f "$PID_FILE"; log "stopped"; return 0; }
    sleep 0.2
  done
  log "pid $pid did not stop within 30 s; killing it"
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$PID_FILE"
}

status() {
  if pid="$(our_pid)"; then
    echo "running pid=$pid port=$PORT state=$STATE_DIR"
  elif port_open "$PORT"; then
    echo "port $PORT is served by a broker this script did not start"
  else
    echo "not running (port $PORT)"
    return 1
  fi
}

case "$cmd" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  fetch) fetch ;;
  *) echo "usage: kafka.sh start|stop|status|fetch [--port N] [--state-dir DIR]" >&2; exit 2 ;;
esac
