-- wrk script: sends the request given by the environment (WEB_METHOD, WEB_BODY) and sums the
-- server's Server-Timing header (sql = time waiting for PostgreSQL's answers, wait = time
-- waiting for a free pooled connection, app = the server's own work in the handler) over every
-- response; done() prints the means and the non-2xx count.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  wrk.method = os.getenv("WEB_METHOD") or "GET"
  wrk.body = os.getenv("WEB_BODY")
  if wrk.body then wrk.headers["Content-Type"] = "application/json" end
  sql_sum, wait_sum, app_sum, timed, bad = 0, 0, 0, 0, 0
end

function response(status, headers, body)
  if status < 200 or status > 299 then bad = bad + 1 end
  local t = headers["Server-Timing"] or headers["server-timing"]
  if t then
    local sql, wait, app = t:match("sql;dur=([%d.]+), wait;dur=([%d.]+), app;dur=([%d.]+)")
    if sql then
      sql_sum = sql_sum + tonumber(sql)
      wait_sum = wait_sum + tonumber(wait)
      app_sum = app_sum + tonumber(app)
      timed = timed + 1
    end
  end
end

function done(summary, latency, requests)
  local sql, wait, app, n, b = 0, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    sql = sql + t:get("sql_sum")
    wait = wait + t:get("wait_sum")
    app = app + t:get("app_sum")
    n = n + t:get("timed")
    b = b + t:get("bad")
  end
  io.write(string.format("timed responses: %d, non-2xx: %d\n", n, b))
  if n > 0 then
    io.write(string.format("server-timing means: sql %.3f ms, pool wait %.3f ms, server's own work %.3f ms\n",
      sql / n, wait / n, app / n))
  end
  io.write(string.format("latency mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms; errors: connect %d, read %d, write %d, timeout %d, status %d\n",
    latency.mean / 1000, latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
end
