#!/usr/bin/env bash
# Runs a real Apache Kafka broker (KRaft, combined broker + controller) from the official Maven
# Central jars, for machines without Docker: one node by default, or a cluster of three (or up to
# five) with `--brokers 3`, each node a broker and a controller, for what only replication shows
# (leaders failing over, acks=all waiting for the in-sync replicas). Jars are cached outside the
# work tree; broker data lives in a state folder this script owns; stop ends only the pids it
# started.
#
#   deploy/local/kafka.sh start   [--port 9092] [--state-dir DIR] [--brokers N] [--node I]   start unless already up
#   deploy/local/kafka.sh stop    [--port 9092] [--state-dir DIR] [--brokers N] [--node I]   stop what this script started
#   deploy/local/kafka.sh kill    --node I      [--port 9092] [--state-dir DIR] --brokers N  SIGKILL one node (a crash)
#   deploy/local/kafka.sh status  [--port 9092] [--state-dir DIR] [--brokers N]              exit 0 if every node is up
#   deploy/local/kafka.sh fetch                                                              download the jars only
#
# A cluster of N nodes listens on --port, --port+2, ... (their controllers on the odd ports
# between), keeps each node's state in DIR/node-<i>, and creates topics with 3 replicas and
# min.insync.replicas 2 by default (fewer with fewer nodes). --node I (1..N) starts, stops or
# kills that node only.
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
BROKERS=1
NODE=""

cmd="${1:-}"
shift || true
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port) PORT="$2"; shift 2 ;;
    --state-dir) STATE_DIR="$2"; shift 2 ;;
    --brokers) BROKERS="$2"; shift 2 ;;
    --node) NODE="$2"; shift 2 ;;
    *) echo "kafka.sh: unknown option '$1' (expected --port N, --state-dir DIR, --brokers N or --node I)" >&2; exit 2 ;;
  esac
done
if ! [[ "$PORT" =~ ^[0-9]+$ ]] || (( PORT < 1024 || PORT > 65000 )); then
  echo "kafka.sh: --port must be a number between 1024 and 65000, got '$PORT'" >&2
  exit 2
fi
if ! [[ "$BROKERS" =~ ^[1-5]$ ]]; then
  echo "kafka.sh: --brokers must be a number from 1 to 5, got '$BROKERS'" >&2
  exit 2
fi
if [[ -n "$NODE" ]] && { ! [[ "$NODE" =~ ^[1-9]$ ]] || (( NODE > BROKERS )); }; then
  echo "kafka.sh: --node must be a node of the cluster, 1 to $BROKERS, got '$NODE'" >&2
  exit 2
fi
if [[ "$cmd" == "kill" && -z "$NODE" ]]; then
  echo "kafka.sh: kill needs --node I (it stands for one node crashing)" >&2
  exit 2
fi
# One node keeps the layout it always had (kafka-<port>); a cluster has a folder of its own, so
# that it never reuses a single node's data.
if (( BROKERS == 1 )); then
  STATE_DIR="${STATE_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/conversion-platform/kafka-$PORT}"
else
  STATE_DIR="${STATE_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/conversion-platform/kafka-$PORT-x$BROKERS}"
fi

log() { echo "[kafka] $*" >&2; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Node i (1..BROKERS): its client port, its controller port and its folder.
broker_port() { echo $((PORT + 2 * ($1 - 1))); }
controller_port() { echo $((PORT + 2 * ($1 - 1) + 1)); }
node_dir() { if (( BROKERS == 1 )); then echo "$STATE_DIR"; else echo "$STATE_DIR/node-$1"; fi; }
# The nodes a command acts on: --node, or all of them.
nodes() { if [[ -n "$NODE" ]]; then echo "$NODE"; else seq 1 "$BROKERS"; fi; }

our_pid() {
  # The pid file only counts if that process is still the java broker we started.
  local pid_file
  pid_file="$(node_dir "$1")/kafka.pid"
  [[ -f "$pid_file" ]] || return 1
  local pid
  pid="$(cat "$pid_file")"
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
  local node="$1" dir voters="" i
  dir="$(node_dir "$node")"
  for i in $(seq 1 "$BROKERS"); do voters+="${voters:+,}$i@127.0.0.1:$(controller_port "$i")"; done
  # Replicas: three where there are three nodes (what deploy/ asks of a real cluster), and
  # acks=all then waits for two of them (min.insync.replicas), so one node may fail without
  # refusing a write. One node keeps one replica of everything.
  local replicas=$(( BROKERS < 3 ? BROKERS : 3 ))
  local min_isr=$(( replicas < 2 ? replicas : 2 ))
  mkdir -p "$dir/data"
  cat >"$dir/server.properties" <<EOF
process.roles=broker,controller
node.id=$node
controller.quorum.voters=$voters
listeners=PLAINTEXT://127.0.0.1:$(broker_port "$node"),CONTROLLER://127.0.0.1:$(controller_port "$node")
advertised.listeners=PLAINTEXT://127.0.0.1:$(broker_port "$node")
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$dir/data
num.partitions=1
default.replication.factor=$replicas
offsets.topic.replication.factor=$replicas
offsets.topic.num.partitions=12
transaction.state.log.replication.factor=$replicas
transaction.state.log.min.isr=$min_isr
min.insync.replicas=$min_isr
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
EOF
  if (( BROKERS == 1 )); then
    cat >>"$dir/server.properties" <<EOF
# The active controller appends a no-op record to the metadata log every 500 ms by default (a
# liveness signal between controllers and brokers of a cluster); with one combined node it is
# only a write and an fsync twice a second, so once every 5 s.
metadata.max.idle.interval.ms=5000
# Every partition's high watermark is written to a checkpoint file (and fsynced) every 5 s by
# default; with a single replica the leader's log is the truth after a restart, so every 30 s.
replica.high.watermark.checkpoint.interval.ms=30000
EOF
  else
    cat >>"$dir/server.properties" <<EOF
# A cluster keeps Kafka's defaults for the no-op metadata record and the high-watermark
# checkpoint: a follower's catch-up and a controller's failover rely on them.
# A node that stops answering leaves the in-sync replicas after 10 s (the default is 30 s), so
# that acks=all does not wait half a minute for a dead node in a local fault test.
replica.lag.time.max.ms=10000
EOF
  fi
  cat >"$dir/log4j.properties" <<EOF
log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.KafkaRaftServer=INFO
EOF
}

# Starts node $1 without waiting for it (a cluster's nodes must all be starting before any of
# them can elect a controller and say it started).
launch() {
  local node="$1" dir port pid
  dir="$(node_dir "$node")"
  port="$(broker_port "$node")"
  if pid="$(our_pid "$node")"; then
    log "already running (pid $pid) on 127.0.0.1:$port"
    return 0
  fi
  if port_open "$port"; then
    log "127.0.0.1:$port is already in use by a process this script did not start; not starting another broker"
    exit 3
  fi
  write_config "$node"
  local cp="$LIBS_DIR/*"
  if [[ ! -f "$dir/data/meta.properties" ]]; then
    # Every node of a cluster is formatted with the same cluster id, kept beside them.
    local id_file="$STATE_DIR/cluster.id"
    if [[ ! -s "$id_file" ]]; then
      mkdir -p "$STATE_DIR"
      java -cp "$cp" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1 >"$id_file"
    fi
    java -Dlog4j.configuration="file:$dir/log4j.properties" -cp "$cp" kafka.tools.StorageTool format \
      -t "$(cat "$id_file")" -c "$dir/server.properties" --ignore-formatted >&2
  fi
  log "starting Kafka $KAFKA_VERSION on 127.0.0.1:$port (state in $dir)"
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
    -Djava.awt.headless=true -Dlog4j.configuration="file:$dir/log4j.properties" \
    -cp "$cp" kafka.Kafka "$dir/server.properties" >"$dir/kafka.out" 2>&1 </dev/null &
  echo $! >"$dir/kafka.pid"
}

# Waits until node $1 has said it started: its metadata is loaded, not only its port open (a
# client connecting in between may be told the cluster has no topics yet).
await_started() {
  local node="$1" dir port deadline
  dir="$(node_dir "$node")"
  port="$(broker_port "$node")"
  deadline=$((SECONDS + 60))
  until port_open "$port" && grep -q "Kafka Server started" "$dir/kafka.out"; do
    if ! kill -0 "$(cat "$dir/kafka.pid")" 2>/dev/null; then
      log "broker exited during start; last lines of $dir/kafka.out:"
      tail -n 30 "$dir/kafka.out" >&2
      exit 1
    fi
    if (( SECONDS > deadline )); then
      log "broker did not open 127.0.0.1:$port within 60 s; see $dir/kafka.out"
      exit 1
    fi
    sleep 0.2
  done
  log "ready on 127.0.0.1:$port (pid $(cat "$dir/kafka.pid"))"
}

start() {
  fetch
  local node
  for node in $(nodes); do launch "$node"; done
  for node in $(nodes); do await_started "$node"; done
  if (( BROKERS > 1 )) && [[ -z "$NODE" ]]; then
    log "cluster of $BROKERS ready: KAFKA_BROKERS=$(bootstrap)"
  fi
}

# The client address list of every node, as KAFKA_BROKERS takes it.
bootstrap() {
  local i list=""
  for i in $(seq 1 "$BROKERS"); do list+="${list:+,}127.0.0.1:$(broker_port "$i")"; done
  echo "$list"
}

stop_node() {
  local node="$1" dir pid
  dir="$(node_dir "$node")"
  if ! pid="$(our_pid "$node")"; then
    log "no broker started by this script is running for port $(broker_port "$node")"
    rm -f "$dir/kafka.pid"
    return 0
  fi
  log "stopping pid $pid"
  kill -TERM "$pid"
  # A controlled shutdown flushes logs and takes a few seconds; give it 30 before forcing.
  for _ in $(seq 1 150); do
    kill -0 "$pid" 2>/dev/null || { rm -f "$dir/kafka.pid"; log "stopped"; return 0; }
    sleep 0.2
  done
  log "pid $pid did not stop within 30 s; killing it"
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$dir/kafka.pid"
}

stop() {
  if (( BROKERS == 1 )) || [[ -n "$NODE" ]]; then
    stop_node "${NODE:-1}"
    return
  fi
  # A cluster is stopped all at once: one node after another, the last ones would wait for a
  # controller quorum that has already left, and end only when forced.
  local node pid pids=()
  for node in $(nodes); do
    if pid="$(our_pid "$node")"; then
      log "stopping node $node (pid $pid)"
      kill -TERM "$pid"
      pids+=("$pid")
    fi
    rm -f "$(node_dir "$node")/kafka.pid"
  done
  (( ${#pids[@]} > 0 )) || { log "no node started by this script is running for port $PORT"; return 0; }
  for _ in $(seq 1 150); do
    local alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    (( alive )) || { log "stopped"; return 0; }
    sleep 0.2
  done
  log "nodes still running after 30 s; killing them"
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
}

crash() {
  local pid
  if ! pid="$(our_pid "$NODE")"; then
    log "node $NODE (port $(broker_port "$NODE")) is not running"
    return 0
  fi
  log "killing node $NODE (pid $pid) with SIGKILL"
  kill -KILL "$pid"
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  rm -f "$(node_dir "$NODE")/kafka.pid"
}

status() {
  local node pid port down=0
  for node in $(nodes); do
    port="$(broker_port "$node")"
    if pid="$(our_pid "$node")"; then
      echo "running pid=$pid port=$port state=$(node_dir "$node")"
    elif port_open "$port"; then
      echo "port $port is served by a broker this script did not start"
    else
      echo "not running (port $port)"
      down=1
    fi
  done
  return "$down"
}

case "$cmd" in
  start) start ;;
  stop) stop ;;
  kill) crash ;;
  status) status ;;
  fetch) fetch ;;
  *) echo "usage: kafka.sh start|stop|kill|status|fetch [--port N] [--state-dir DIR] [--brokers N] [--node I]" >&2; exit 2 ;;
esac
